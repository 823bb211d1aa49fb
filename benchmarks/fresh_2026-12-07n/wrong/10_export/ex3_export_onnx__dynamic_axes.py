# Mistake: "no warnings (a notebook prints them on stderr)" — declares the dynamic batch with the old dynamic_axes= argument (with input_names), which the torch.export-based exporter still converts but warns about at every call ("'dynamic_axes' is not recommended when dynamo=True" and a deprecation warning).
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
