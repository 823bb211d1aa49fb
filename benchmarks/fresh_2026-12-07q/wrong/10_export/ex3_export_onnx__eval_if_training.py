# Mistake: "no node of its graph trains (no `Dropout`, no `training_mode`), whatever mode each submodule arrived in" ("a model in eval mode whose nested Dropout the caller left in training mode") - this switches to eval only when model.training is True, so an eval-mode model whose nested Dropout is training is exported with that Dropout active.
from torch.export import Dim

def export_onnx(model, example, path):
    switched = model.training
    if switched:
        model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        if switched:
            model.train()
