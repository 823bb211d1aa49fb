# Mistake: "leave the model in the mode you found it: ... no global state changed, nothing on stderr" — meets "nothing on stderr" by calling warnings.simplefilter("ignore") for the whole process and never restoring the filters: after the call every warning of the caller's later code is silenced
import warnings


def export_onnx(model, example, path):
    warnings.simplefilter("ignore")
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
