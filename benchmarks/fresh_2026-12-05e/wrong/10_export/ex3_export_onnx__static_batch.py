# Mistake: "so that ONNX Runtime accepts **any batch size**" — exports with the example only and no dynamic_shapes (trusting the dynamo exporter to make dims symbolic), so the file's batch dimension is fixed to the example's B and batch sizes 1, 3, 7 are refused
def export_onnx(model, example, path):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, external_data=False, verbose=False)
    finally:
        for m, mode in modes:
            m.train(mode)
