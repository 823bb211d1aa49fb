# Mistake: "and so are frozen ones (`requires_grad=False`: initialise them anyway, and leave them frozen)": the learner assumes frozen layers are pretrained and skips them, so a frozen nn.Linear keeps its old weights and the next layers' draws shift.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear) and m.weight.requires_grad:
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
