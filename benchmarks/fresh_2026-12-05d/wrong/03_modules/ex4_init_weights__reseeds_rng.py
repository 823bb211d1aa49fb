# Mistake: "the global random generator seeded the same way before your call and the reference's: the same `nn.init` draws ... give the same values" and "global state as found" — torch.manual_seed(0) inside the function (for "reproducible" inits) replaces the caller's seeding: the draws differ from the reference's and the global generator is left reseeded.
def init_weights(model: nn.Module) -> nn.Module:
    torch.manual_seed(0)
    for m in model.modules():
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
    return model
