# Mistake: "every submodule in the mode it had (a model may arrive training with a frozen part in eval mode; `model.train(was_training)` would switch that part to training)": restoring with model.train(was_training) puts a BatchNorm the caller froze in eval mode back into training mode (and a nested Dropout left training in an eval model stays eval).
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.train(was_training)
