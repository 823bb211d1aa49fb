# Mistake: "and so are frozen ones (`requires_grad=False`: initialise them anyway, and leave them frozen)": layers whose weight is frozen are skipped as "not trained anyway", so a frozen nn.Linear keeps its default init and the draws for later layers differ from the reference's
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            if not m.weight.requires_grad:    # frozen: leave it alone
                continue
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
