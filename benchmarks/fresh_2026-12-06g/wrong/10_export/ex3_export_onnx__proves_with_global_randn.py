# Mistake: "no global state changed" — "and prove it" read as: check the file in ONNX Runtime on a fresh batch of another size, drawn with torch.randn from the global generator: the export is right and the modes are restored, but every call advances the caller's global random state (their next Dropout masks and batches change)
import onnxruntime as ort


def export_onnx(model, example, path):
    modes = {m: m.training for m in model.modules()}
    model.eval()
    try:
        torch.onnx.export(model, (example,), path, dynamic_shapes=({0: torch.export.Dim("batch")},),
                          external_data=False, verbose=False)
        probe = torch.randn(example.shape[0] + 3, *example.shape[1:], dtype=example.dtype)
        session = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
        name = session.get_inputs()[0].name
        got = torch.from_numpy(session.run(None, {name: probe.numpy()})[0])
        with torch.no_grad():
            torch.testing.assert_close(got, model(probe), rtol=1e-4, atol=1e-4)
    finally:
        for m, mode in modes.items():
            m.training = mode
