# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had" — it records and restores the modes of the model and its direct children only (model.children()); a Dropout or BatchNorm nested one level deeper that was in training mode inside an eval-mode parent stays in eval mode afterwards.
from torch.export import Dim

def export_onnx(model, example, path):
    was_training = model.training
    child_modes = [(child, child.training) for child in model.children()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, dynamic_shapes=({0: Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.training = was_training
        for child, mode in child_modes:
            child.train(mode)
