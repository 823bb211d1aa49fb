# Mistake: "**every submodule** in the mode it had": the modes are saved and restored for the model and its direct children only, so inside nested Sequentials a Dropout or BatchNorm that was training comes back in eval mode.
def export_onnx(model, example, path):
    saved = [(model, model.training)] + [(child, child.training) for child in model.children()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for module, mode in saved:
            module.training = mode
