# Mistake: "leave the model in the mode you found it: **every submodule** in the mode it had (... `model.train(was_training)` would switch that part to training)" -- restores with model.train(was_training), which puts a frozen part that was in eval mode back into training mode.
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, external_data=False, verbose=False,
                          dynamic_shapes=({0: torch.export.Dim("batch")},))
    finally:
        model.train(was_training)
