# Mistake: "and so are frozen ones (`requires_grad=False`: initialise them anyway, and leave them frozen)" -- frozen layers are skipped as "not trained anyway", so their weights keep the old values and every later layer's draw shifts.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear) and m.weight.requires_grad:
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
