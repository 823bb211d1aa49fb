# Right: the loss is written out with logsumexp minus the gathered true-class logit, averaged in float64 over the usable rows chosen with nonzero(); problems are collected in a dict of flags and returned as a set.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    flags = {}
    rows_finite = torch.isfinite(x.flatten(1)).all(1)
    labels_valid = (0 <= y) & (y < num_classes)
    flags["nonfinite_inputs"] = not bool(rows_finite.all())
    flags["labels_out_of_range"] = not bool(labels_valid.all())
    with torch.no_grad():
        logits = model(x)
    shape_ok = logits.dim() == 2 and tuple(logits.shape) == (x.shape[0], num_classes)
    flags["bad_output_shape"] = not shape_ok
    if shape_ok:
        idx = (rows_finite & labels_valid).nonzero().flatten()
        if idx.numel() > 0:
            z = logits[idx].double()
            losses = torch.logsumexp(z, dim=1) - z.gather(1, y[idx].unsqueeze(1)).squeeze(1)
            flags["initial_loss_off"] = abs(losses.mean().item() - math.log(num_classes)) > tol
    return {name for name, on in flags.items() if on}
