# Mistake: "a model may arrive training with a frozen part in eval mode; `model.train(was_training)` would switch that part to training" — restores with model.train(was_training), so the frozen BatchNorm the caller kept in eval mode comes back training.
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.train(was_training)
