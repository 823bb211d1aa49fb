# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had (a model may arrive training with a frozen part in eval mode; `model.train(was_training)` would switch that part to training)": the mode is restored with model.train(was_training), so a model training with a frozen BatchNorm in eval mode comes back with that BatchNorm in training mode.
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.train(was_training)
