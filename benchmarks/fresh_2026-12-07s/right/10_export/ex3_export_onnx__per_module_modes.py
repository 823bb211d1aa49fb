# Right: records every submodule's training flag, exports the caller's model in eval mode, and restores each flag one by one in a finally.
from torch.export import Dim

def export_onnx(model, example, path):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for m, flag in modes:
            m.training = flag
