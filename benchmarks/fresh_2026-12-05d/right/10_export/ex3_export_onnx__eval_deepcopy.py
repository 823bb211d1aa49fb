# Right: exports an eval-mode deep copy (allowed by the prompt), so the caller's model, its modes, parameters and buffers are never touched; the dynamic batch is given by argument position as a tuple
import copy


def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    batch = torch.export.Dim("batch")
    torch.onnx.export(frozen, (example,), path, dynamic_shapes=({0: batch},), dynamo=True,
                      external_data=False, verbose=False)
