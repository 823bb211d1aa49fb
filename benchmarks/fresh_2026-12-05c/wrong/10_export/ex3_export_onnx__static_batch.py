# Mistake: "so that ONNX Runtime accepts **any batch size**" (Pitfalls: no dynamic dimension) — exports without dynamic_shapes, so the file only accepts the example's batch size (fails at batch 1 and 7)
import copy

def export_onnx(model, example, path):
    m = copy.deepcopy(model).eval()
    torch.onnx.export(m, (example,), path, dynamo=True, external_data=False, verbose=False)
