# Right: a table of named checks; the loss is computed by hand from log_softmax in float64 and gather over the usable rows (selected with nonzero indices), compared with math.log(num_classes).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    flat = x.reshape(len(x), -1)
    finite = torch.isfinite(flat).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    with torch.no_grad():
        logits = model(x)
    shape_ok = tuple(logits.shape) == (len(x), num_classes)
    problems = {name for name, bad in [("nonfinite_inputs", not bool(finite.all())),
                                       ("labels_out_of_range", not bool(in_range.all())),
                                       ("bad_output_shape", not shape_ok)] if bad}
    if shape_ok:
        rows = torch.nonzero(finite & in_range).flatten()
        if rows.numel() > 0:
            with torch.no_grad():
                logp = torch.log_softmax(logits[rows].double(), dim=1)
                loss = -logp.gather(1, y[rows].unsqueeze(1)).mean().item()
            if abs(loss - math.log(num_classes)) > tol:
                problems.add("initial_loss_off")
    return problems
