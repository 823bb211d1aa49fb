# Right: a context manager saves and restores each submodule's own flag, the dynamic dimension is named by the forward argument read from inspect.signature, and the file is then checked in ONNX Runtime at batch 1 and the example's size before returning.
import contextlib
import inspect

@contextlib.contextmanager
def _eval_every_submodule(model):
    saved = [(m, m.training) for m in model.modules()]
    model.eval()
    try:
        yield model
    finally:
        for m, mode in saved:
            m.training = mode

def export_onnx(model, example, path):
    arg = next(iter(inspect.signature(model.forward).parameters))
    with _eval_every_submodule(model):
        torch.onnx.export(model, (example,), path, dynamic_shapes={arg: {0: torch.export.Dim("batch")}},
                          external_data=False, verbose=False)
        session = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
        name = session.get_inputs()[0].name
        for x in (example[:1], example):
            got = session.run(None, {name: x.detach().cpu().numpy()})[0]
            with torch.no_grad():
                want = model(x).detach().cpu().numpy()
            if np.abs(got - want).max() > 1e-4:
                raise RuntimeError("the exported file disagrees with the model")
