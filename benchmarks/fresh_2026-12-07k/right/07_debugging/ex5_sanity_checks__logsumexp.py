# Right: computes the cross-entropy by hand with logsumexp minus the gathered logit over the usable rows (selected with index_select on their indices), under torch.no_grad().
def sanity_checks(model, x, y, num_classes, tol=0.5):
    result = set()
    with torch.no_grad():
        out = model(x)
        rows_finite = torch.isfinite(x.flatten(1)).all(dim=1)
        labels_valid = (y >= 0) & (y < num_classes)
        if not rows_finite.all():
            result.add("nonfinite_inputs")
        if not labels_valid.all():
            result.add("labels_out_of_range")
        if out.dim() != 2 or out.shape[0] != x.shape[0] or out.shape[1] != num_classes:
            result.add("bad_output_shape")
            return result
        idx = torch.nonzero(rows_finite & labels_valid).flatten()
        if idx.numel() == 0:
            return result
        logits = out.index_select(0, idx)
        targets = y.index_select(0, idx)
        nll = torch.logsumexp(logits, dim=1) - logits.gather(1, targets[:, None]).squeeze(1)
        if abs(nll.mean().item() - math.log(num_classes)) > tol:
            result.add("initial_loss_off")
    return result
