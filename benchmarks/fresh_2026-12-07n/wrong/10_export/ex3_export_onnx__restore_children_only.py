# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had" — records and restores the modes of model.children() only, so a Dropout nested one level deeper (a model in eval mode whose nested Dropout the caller left in training) comes back in eval mode.
def export_onnx(model, example, path):
    was = [(model, model.training)] + [(child, child.training) for child in model.children()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for module, mode in was:
            module.training = mode
