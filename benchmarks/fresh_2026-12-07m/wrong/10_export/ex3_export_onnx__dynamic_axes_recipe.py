# Mistake: "with the current, `torch.export`-based exporter ... (Passing `dynamic_shapes` ...)" and "nothing on stderr": the batch axis is declared with the old recipe's dynamic_axes (plus input/output names), which the torch.export-based exporter only converts with a deprecation warning on stderr.
def export_onnx(model, example, path):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, input_names=["input"], output_names=["output"],
                          dynamic_axes={"input": {0: "batch"}, "output": {0: "batch"}},
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes:
            m.training = mode
