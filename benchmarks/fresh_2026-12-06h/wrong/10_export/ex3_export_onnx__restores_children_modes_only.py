# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had" — it records and restores the modes of the direct children only; child.train(mode) recurses, so a nested Dropout the caller left in training mode inside an eval-mode Sequential (or a frozen BatchNorm in eval inside a training block) comes back in its parent's mode.
def export_onnx(model, example, path):
    modes = [(child, child.training) for child in model.children()]
    top = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.training = top
        for child, mode in modes:
            child.train(mode)
