# Mistake: "leave the model in the mode you found it: ... no global state changed, nothing on stderr" — to keep the exporter quiet it calls warnings.filterwarnings("ignore"), which stays installed in the caller's warnings filters after the function returns (every later warning in the notebook is swallowed).
import warnings

def export_onnx(model, example, path):
    warnings.filterwarnings("ignore")                 # the exporter is chatty
    modes = {name: m.training for name, m in model.named_modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for name, m in model.named_modules():
            m.training = modes[name]
