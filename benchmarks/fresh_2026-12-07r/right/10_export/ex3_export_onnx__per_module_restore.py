# Right: records every submodule's training flag in a dict, exports the model itself in eval mode, and restores each flag (not via model.train) in a finally clause; the dynamic dim is built as a separate variable.
from torch.export import Dim

def export_onnx(model, example, path):
    flags = {m: m.training for m in model.modules()}
    model.eval()
    try:
        batch = Dim("batch")
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: batch},),
                          external_data=False, verbose=False)
    finally:
        for m, flag in flags.items():
            m.training = flag
