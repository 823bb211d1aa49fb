# Diagnosis: torchscript-exporter
# Pitfall: the practitioner notes' recipe: dynamo=False with opset_version=13 and dynamic_axes, the deprecated TorchScript exporter.
def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, example, path, dynamo=False, opset_version=13, input_names=["x"],
                          output_names=["y"], dynamic_axes={"x": {0: "batch"}, "y": {0: "batch"}})
    finally:
        model.train(was_training)
