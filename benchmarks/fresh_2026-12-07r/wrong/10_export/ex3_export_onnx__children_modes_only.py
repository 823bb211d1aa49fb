# Mistake: "**every submodule** in the mode it had" -- records and restores the modes of the top-level children only, so a Dropout or BatchNorm nested inside an inner Sequential whose mode differs from its parent's comes back in the wrong mode.
from torch.export import Dim

def export_onnx(model, example, path):
    modes = [(model, model.training)] + [(child, child.training) for child in model.children()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for module, mode in modes:
            module.train(mode)
