# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had (a model may arrive training with a frozen part in eval mode; `model.train(was_training)` would switch that part to training)": only the top-level flag is remembered and restored with model.train(was_training), so a frozen BatchNorm the caller kept in eval comes back training (and an eval model's nested Dropout left in training comes back in eval).
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.train(was_training)
