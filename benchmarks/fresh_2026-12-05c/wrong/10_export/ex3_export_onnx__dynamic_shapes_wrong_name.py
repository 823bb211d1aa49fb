# Mistake: "(Passing dynamic_shapes as a tuple, ({0: Dim("batch")},), avoids needing the argument's name.)" — keys the dynamic shapes by the name "x", but nn.Sequential.forward's argument is called "input", so torch.export rejects the spec
import copy

def export_onnx(model, example, path):
    m = copy.deepcopy(model).eval()
    torch.onnx.export(m, (example,), path, dynamo=True,
                      dynamic_shapes={"x": {0: torch.export.Dim("batch")}},
                      external_data=False, verbose=False)
