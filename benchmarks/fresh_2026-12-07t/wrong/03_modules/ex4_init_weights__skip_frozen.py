# Mistake: "and so are frozen ones (`requires_grad=False`: initialise them anyway, and leave them frozen)": frozen layers are skipped as "not being trained", so they keep their old weights and the draws of every later layer shift.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            if not m.weight.requires_grad:
                continue                   # frozen: leave it alone
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
