# Right: inference_mode for the forward, masks built per example from a flattened view, the loss computed by hand in float64 (log_softmax + gather) over the usable rows only, labels clamped before gather only for the kept rows
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = set()
    n = x.shape[0]
    finite_rows = torch.isfinite(x.reshape(n, -1)).all(dim=1) if n > 0 else torch.zeros(0, dtype=torch.bool)
    if not bool(finite_rows.all()):
        found.add("nonfinite_inputs")
    good_labels = (y >= 0) & (y < num_classes)
    if not bool(good_labels.all()):
        found.add("labels_out_of_range")
    with torch.inference_mode():
        logits = model(x)
    if logits.dim() != 2 or logits.shape[0] != n or logits.shape[1] != num_classes:
        found.add("bad_output_shape")
        return found
    usable = finite_rows & good_labels
    if int(usable.sum()) > 0:
        with torch.inference_mode():
            lp = torch.log_softmax(logits[usable].double(), dim=1)
            picked = lp.gather(1, y[usable].unsqueeze(1)).squeeze(1)
            loss = float(-picked.mean())
        if abs(loss - math.log(num_classes)) > tol:
            found.add("initial_loss_off")
    return found
