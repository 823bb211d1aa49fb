# Right: records every submodule's own training flag before model.eval() and sets each back one by one in a finally clause, instead of a single model.train(...) call or a deep copy.
from torch.export import Dim

def export_onnx(model, example, path):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, external_data=False, verbose=False,
                          dynamic_shapes=({0: Dim("batch")},))
    finally:
        for m, mode in modes:
            m.training = mode
