# Right: exports an eval-mode deep copy, so the caller's model (every submodule's mode, its parameters and buffers) is never touched; the dynamic batch is given as a tuple of one {0: Dim} per argument.
import copy


def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    batch = torch.export.Dim("batch")
    torch.onnx.export(frozen, (example,), path, dynamic_shapes=({0: batch},), external_data=False,
                      verbose=False)
