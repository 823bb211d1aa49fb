# Mistake: "the model's `forward` takes one tensor ... (Passing `dynamic_shapes` as a tuple, `({0: Dim("batch")},)`, avoids needing the argument's name.)" — keys dynamic_shapes by the name "x", but nn.Sequential's forward names its argument `input`, so the export raises for every model the tests pass
def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True,
                          dynamic_shapes={"x": {0: torch.export.Dim("batch")}},
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
