# Mistake: "every submodule in the mode it had (a model may arrive training with a frozen part in eval mode; model.train(was_training) would switch that part to training)" — restores only the top-level flag with model.train(was_training)
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True,
                          dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.train(was_training)
