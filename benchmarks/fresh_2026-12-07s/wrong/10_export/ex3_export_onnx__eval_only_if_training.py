# Mistake: "Export it in evaluation mode ... no node of its graph trains, whatever mode each submodule arrived in" - switches to eval only when the top-level model.training is True, so a model in eval mode whose nested Dropout was left training is exported with a Dropout node.
from torch.export import Dim

def export_onnx(model, example, path):
    switched = model.training
    if switched:
        model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, dynamic_shapes=({0: Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        if switched:
            model.train()
