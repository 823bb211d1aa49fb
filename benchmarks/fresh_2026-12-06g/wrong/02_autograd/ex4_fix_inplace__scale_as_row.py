# Mistake: "x may have any number of leading dimensions ... keep every shape (no squeeze())" — the fix multiplies by self.scale.view(1, -1) (a "row" for the batch), which is fine for (N, D) and (B, N, D) but turns a single vector x of shape (D,) into an output of shape (1, D)
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.view(1, -1)     # out of place: sigmoid saved g for its backward
        out = h * g
        out += x
        return torch.relu_(out)
