/**
 * Passwords that appear most often in public breach lists, including the ones that pass
 * the letters-digits-symbols rule. Compared case-insensitively.
 */
export const commonPasswords: ReadonlySet<string> = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890
michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan
jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000
charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa
ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access
yankees 987654321 dallas austin thunder taylor matrix welcome admin passw0rd password1
password123 welcome1 admin123 qwerty123 abc12345 iloveyou1 princess1 sunshine1 football1
p@ssw0rd p@ssword p@ssword1 p@ssw0rd1 p@ssw0rd! p@ssw0rd123 p@55w0rd pa$$w0rd pa$$word
pa$$w0rd1 passw0rd! passw0rd1! password1! password! password@1 password@123 password#1
password123! password1234! p@ssword123 p@ssword! qwerty123! qwerty@123 qwerty1! qwerty! q1w2e3r4!
q1w2e3r4t5! 1qaz@wsx 1qaz!qaz 1q2w3e4r! 1q2w3e4r5t! zaq1@wsx zaq12wsx! admin@123 admin@1234
admin123! admin1! admin#123 administrator1! welcome@123 welcome1! welcome123! welcome@1 welcome!1
abc@123 abc@1234 abc123! abc123@ abcd@1234 abcd1234! aa123456! aa@123456 a123456! a1b2c3d4!
letmein1! letmein! iloveyou! iloveyou1! monkey123! dragon123! master123! sunshine1! summer2024!
summer2025! summer2026! winter2024! winter2025! winter2026! spring2025! autumn2025! 1234abcd!
test@123 test@1234 test123! test1234! user@123 user123! changeme1! changeme! secret123! secret@123
football1! baseball1! superman1! batman123! michael1! jessica1! charlie1! hello123! hello@123
login123! login@123 pass@123 pass@1234 pass123! pass1234! mypassword1! root@123 guest@123
riyadh@123 riyadh123! jeddah@123 saudi@123 saudi123! ksa@1234 makkah@123 mecca@123 allah@123
muhammad@123 mohammed@123 mohammed1! ahmed@123 ahmed123! abdullah@123 nuzul@123 nuzul123!`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
