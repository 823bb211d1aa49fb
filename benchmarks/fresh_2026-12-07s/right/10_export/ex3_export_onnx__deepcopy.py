# Right: exports an eval-mode deep copy (the caller's model never runs and keeps every submodule's mode), with keyword arguments and the input passed as a one-tuple.
import copy
from torch.export import Dim

def export_onnx(model, example, path):
    inference_copy = copy.deepcopy(model)
    inference_copy.eval()
    torch.onnx.export(
        inference_copy,
        args=(example,),
        f=path,
        dynamo=True,
        dynamic_shapes=({0: Dim("batch")},),
        external_data=False,
        verbose=False,
    )
