# Mistake: "and print nothing (verbose=False: otherwise the exporter reports its progress on stdout at every call)" - leaves verbose at its default, so every call prints the exporter's progress lines on stdout.
import copy
from torch.export import Dim

def export_onnx(model, example, path):
    frozen = copy.deepcopy(model).eval()
    torch.onnx.export(frozen, (example,), path, dynamo=True, dynamic_shapes=({0: Dim("batch")},),
                      external_data=False)
