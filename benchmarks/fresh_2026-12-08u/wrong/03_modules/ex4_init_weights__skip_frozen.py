# Mistake: "and so are frozen ones (`requires_grad=False`: initialise them anyway, and leave them frozen)": layers whose weight does not require grad are skipped as "not trained anyway", so a frozen nn.Linear keeps its old weights and bias (and every later Linear's draw shifts).
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear) and m.weight.requires_grad:
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
