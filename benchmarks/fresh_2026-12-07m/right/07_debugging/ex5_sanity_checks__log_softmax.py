# Right: inference_mode instead of no_grad, the loss written as the mean of -log_softmax picked with index_select/gather over the usable rows, and the set built from a dict of named conditions.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    per_example_finite = torch.isfinite(x).reshape(x.shape[0], -1).all(dim=1)
    label_ok = (y >= 0) & (y < num_classes)
    with torch.inference_mode():
        out = model(x)
    shape_ok = tuple(out.shape) == (x.shape[0], num_classes)
    loss_off = False
    if shape_ok:
        rows = torch.nonzero(per_example_finite & label_ok).flatten()
        if rows.numel() > 0:
            logp = torch.log_softmax(out.index_select(0, rows).double(), dim=1)
            loss = -logp.gather(1, y.index_select(0, rows).unsqueeze(1)).mean().item()
            loss_off = abs(loss - math.log(num_classes)) > tol
    found = {"nonfinite_inputs": not bool(per_example_finite.all()),
             "labels_out_of_range": not bool(label_ok.all()),
             "bad_output_shape": not shape_ok,
             "initial_loss_off": loss_off}
    return {name for name, hit in found.items() if hit}
