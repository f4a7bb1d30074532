@echo off
rem Starts the Crisp classroom server from this folder with the Python already on this computer (3.10 or newer),
rem for every device on the same network; the teacher's page opens with the address and its QR code.
cd /d "%~dp0"
for %%P in ("py -3" "python" "python3") do (
  %%~P -c "import sys; sys.exit(sys.version_info < (3, 10))" >nul 2>nul && (
    %%~P server\site_server.py --host 0.0.0.0 --open --next-free-port site
    goto :end
  )
)
echo Crisp precisa do Python 3.10 ou mais novo: baixe de graca em https://www.python.org/downloads/ e abra este arquivo de novo.
echo Crisp necesita Python 3.10 o mas reciente: descargalo gratis en https://www.python.org/downloads/ y vuelve a abrir este archivo.
echo Crisp a besoin de Python 3.10 ou plus recent : telechargez-le gratuitement sur https://www.python.org/downloads/ puis rouvrez ce fichier.
echo Crisp needs Python 3.10 or newer: get it free from https://www.python.org/downloads/ and open this file again.
:end
pause
