# Mistake: "print nothing (`verbose=False`: otherwise the exporter reports its progress on stdout at every call)" -- leaves verbose at its default, so the exporter prints its progress lines on stdout.
import copy
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    torch.onnx.export(frozen, (example,), path, dynamic_shapes=({0: Dim("batch")},), external_data=False)
