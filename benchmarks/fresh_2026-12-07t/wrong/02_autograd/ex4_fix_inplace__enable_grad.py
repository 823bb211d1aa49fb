# Mistake: "a caller under `torch.no_grad()`: nothing recorded, as in the reference (no `grad_fn` on the result; do not switch grad mode back on inside)": forward forces grad mode on so that "backward() runs", and a no_grad caller gets an output with a grad_fn.
class GatedBlock(GatedBlockBroken):
    @torch.enable_grad()
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
