# Diagnosis: static-batch
# Pitfall: no dynamic_shapes, so the ONNX graph only accepts the example's batch size.
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, external_data=False, verbose=False)
    finally:
        model.train(was_training)
