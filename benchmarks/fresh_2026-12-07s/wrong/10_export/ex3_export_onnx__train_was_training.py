# Mistake: "leave the model in the mode you found it: every submodule in the mode it had (... model.train(was_training) would switch that part to training)" - restores with model.train(was_training), so a training model with a frozen BatchNorm in eval mode comes back with that BatchNorm training.
from torch.export import Dim

def export_onnx(model, example, path):
    was_training = model.training
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, dynamic_shapes=({0: Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        model.train(was_training)
