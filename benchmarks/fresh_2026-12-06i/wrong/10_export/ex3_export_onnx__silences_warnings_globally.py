# Mistake: "its parameters and buffers unchanged, no global state changed, nothing on stderr" — to keep the exporter quiet it calls warnings.filterwarnings("ignore") and never undoes it, so every warning of the caller's session is silenced from then on (a global filter left behind).
from torch.export import Dim

def export_onnx(model, example, path):
    warnings.filterwarnings("ignore")         # the exporter is chatty; keep stderr clean
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, dynamic_shapes=({0: Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
