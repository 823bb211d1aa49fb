# Mistake: "its parameters and buffers unchanged, no global state changed" — to "prove it" the function re-runs the model on the example after restoring the caller's modes and compares with ONNX Runtime; for a model handed over in training mode that forward pass updates BatchNorm's running statistics (and Dropout draws from the global RNG), and the comparison itself is made against training-mode outputs.
from torch.export import Dim

def export_onnx(model, example, path):
    modes = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamo=True, dynamic_shapes=({0: Dim("batch")},),
                          external_data=False, verbose=False)
    finally:
        for m, mode in modes:
            m.training = mode
    session = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    feed = {session.get_inputs()[0].name: example.detach().cpu().numpy()}
    with torch.no_grad():
        expected = model(example)             # the model as the caller uses it
    _ = abs(session.run(None, feed)[0] - expected.numpy()).max()
